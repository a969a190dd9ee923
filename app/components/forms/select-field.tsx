import { controlProps, FieldFrame, type FieldProps } from "./field";

type SelectProps = FieldProps & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
};

export function SelectField(props: SelectProps) {
  const { options, placeholder, defaultValue, onChange } = props;
  const { maxLength, minLength, ...control } = controlProps(props);
  return (
    <FieldFrame {...props}>
      <select {...control} defaultValue={defaultValue ?? ""} onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}>
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
