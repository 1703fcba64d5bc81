// The form fields of every page: a visible label, an optional hint, and the field's refusal right
// below it, tied to the control (aria-describedby, aria-invalid) so a screen reader says both.
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { useT, type Message } from "../../i18n/translate.ts";

interface FieldFrame {
  label: string;
  name: string;
  error?: Message;
  hint?: string;
  id?: string;
}

/** Ids of a field's control, hint and error, and the attributes that tie them together. */
function fieldIds({ name, id, error, hint }: FieldFrame) {
  const controlId = id ?? `field-${name}`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  // Read in the order shown: the hint, then the refusal.
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return {
    controlId,
    errorId,
    hintId,
    control: {
      id: controlId,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy,
    },
  };
}

/**
 * A form's values as typed and its refusals, bound once: `field("town")` gives a field its name,
 * the value to show again and its refusal, so a form names each field once.
 */
export function boundFields<Name extends string>(
  values: Partial<Record<Name, string>>,
  errors: Partial<Record<string, Message>>,
) {
  return (name: Name) => ({ name, defaultValue: values[name], error: errors[name] });
}

/** A refusal next to its field, in red. */
export function FieldError({ id, message }: { id: string; message?: Message }) {
  const t = useT();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {t.message(message)}
    </p>
  );
}

function Frame({
  frame,
  controlId,
  errorId,
  hintId,
  children,
}: {
  frame: FieldFrame;
  controlId: string;
  errorId: string;
  hintId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={controlId} className="block text-sm font-semibold">
        {frame.label}
      </label>
      {children}
      {frame.hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-700">
          {frame.hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={frame.error} />
    </div>
  );
}

export function TextField({
  label,
  name,
  error,
  hint,
  id,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const frame = { label, name, error, hint, id };
  const ids = fieldIds(frame);
  return (
    <Frame frame={frame} {...ids}>
      <input
        {...input}
        {...ids.control}
        className={`field mt-1 ${error ? "border-red-700" : ""}`}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  id,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const frame = { label, name, error, hint, id };
  const ids = fieldIds(frame);
  return (
    <Frame frame={frame} {...ids}>
      <textarea
        rows={3}
        {...textarea}
        {...ids.control}
        className={`field mt-1 ${error ? "border-red-700" : ""}`}
      />
    </Frame>
  );
}

/** The attributes of a whole-number input in a range (a phone shows its number pad). */
export function wholeNumber({ min, max }: { min: number; max: number }) {
  return { type: "number", inputMode: "numeric", min, max, step: 1 } as const;
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  label,
  name,
  error,
  hint,
  id,
  options,
  ...select
}: FieldFrame & { options: readonly Choice[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const frame = { label, name, error, hint, id };
  const ids = fieldIds(frame);
  return (
    <Frame frame={frame} {...ids}>
      <select {...select} {...ids.control} className="field mt-1">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export interface RadioChoice extends Choice {
  disabled?: boolean;
  /** Said after the label (e.g. "Sold out"): the radio's description, not part of its name. */
  note?: string;
  /** A price for the page script (an item's size with its own price). */
  unitCents?: number;
}

/** Radios under a legend; `children` follow the choices inside the fieldset (a panel shown by CSS). */
export function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
  error,
  required,
  children,
}: {
  legend: string;
  name: string;
  options: readonly RadioChoice[];
  defaultValue?: string;
  error?: Message;
  required?: boolean;
  children?: ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-lg font-bold">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <div
              key={option.value}
              className={`flex min-h-11 flex-wrap items-center gap-3 rounded-md border border-stone-300 bg-white px-3 ${option.disabled ? "text-stone-500" : ""}`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                id={id}
                defaultChecked={defaultValue === option.value}
                disabled={option.disabled}
                required={required}
                aria-describedby={option.note ? `${id}-note` : undefined}
                data-unit-cents={option.unitCents}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              {/* The whole height of the row: a finger's target, 44 px at least. */}
              <label htmlFor={id} className="flex min-h-11 flex-1 items-center self-stretch py-2">
                {option.label}
              </label>
              {option.note ? (
                <span id={`${id}-note`} className="text-sm">
                  {option.note}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
      {children}
    </fieldset>
  );
}

/** Checkboxes under a legend, any number of them ticked (the values are posted under one name). */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: readonly Choice[];
  checked: readonly string[];
  error?: Message;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            defaultChecked={checked.includes(option.value)}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** One checkbox with its label beside it. */
export function Checkbox({
  name,
  value,
  label,
  defaultChecked,
}: {
  name: string;
  value?: string;
  label: string;
  defaultChecked?: boolean;
}) {
  const id = value === undefined ? `field-${name}` : `${name}-${value}`;
  return (
    <span className="inline-flex items-center gap-2">
      <input type="checkbox" id={id} name={name} value={value} defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

/** A desk list's search box (in its GET filter form): the query it shows is the one searched. */
export function SearchQueryField({
  id,
  label,
  query,
  maxLength,
}: {
  id: string;
  label: string;
  query: string;
  maxLength: number;
}) {
  return (
    <div className="min-w-56 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        key={query}
        maxLength={maxLength}
        className="field mt-1"
      />
    </div>
  );
}
