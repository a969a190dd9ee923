import { controlProps, FieldFrame, type FieldProps } from "./field";

type TextAreaProps = FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id"> & { defaultValue?: string };

export function TextAreaField(props: TextAreaProps) {
  const { formId, name, label, hint, error, constraint, className, ...rest } = props;
  return (
    <FieldFrame {...props}>
      <textarea {...controlProps(props)} {...rest} />
    </FieldFrame>
  );
}
