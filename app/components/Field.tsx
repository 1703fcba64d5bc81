// A labelled form field with its error message next to it (announced and tied to the input).
export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: { label: string; name: string; error?: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = input.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`field mt-1 ${error ? "border-red-700" : ""}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form, in red, read out when it appears. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
      {message}
    </p>
  );
}

/** A message that something worked, read out when it appears. */
export function FormSuccess({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900">
      {children}
    </div>
  );
}
