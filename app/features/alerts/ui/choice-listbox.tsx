import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { useState } from "react";

/**
 * A labelled Listbox that posts its value with the form (Headless UI writes a hidden input named
 * `name`), so the choice is sent even before JavaScript has loaded.
 */
export function ChoiceListbox<T extends string>({
  name,
  label,
  options,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  options: readonly { id: T; label: string }[];
  defaultValue: T;
  error?: string;
}) {
  const [value, setValue] = useState<T>(defaultValue);
  const current = options.find((o) => o.id === value) ?? options[0]!;
  return (
    <Field className="relative">
      <Label className="block font-bold">{label}</Label>
      <Listbox name={name} value={value} onChange={setValue}>
        <ListboxButton
          className="input mt-1 flex items-center justify-between gap-3 text-left"
          aria-invalid={error ? true : undefined}
          onKeyDown={(event) => {
            // Inside a form, Headless UI lets Enter send the form (the first button: "Save draft").
            // Enter opens the list instead, as Space and the arrow keys do.
            if (event.key === "Enter") {
              event.preventDefault();
              event.currentTarget.click();
            }
          }}
        >
          <span>{current.label}</span>
          <span aria-hidden="true">▾</span>
        </ListboxButton>
        <ListboxOptions className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-lg border-2 border-ink bg-white py-1 focus:outline-none">
          {options.map((option) => (
            <ListboxOption
              key={option.id}
              value={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 data-focus:bg-brand data-focus:text-white data-selected:font-bold"
            >
              <span aria-hidden="true" className="w-4">
                {option.id === value ? "✓" : ""}
              </span>
              {option.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {error ? <p className="mt-1 font-bold text-danger">{error}</p> : null}
    </Field>
  );
}
