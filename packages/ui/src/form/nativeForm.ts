/** The attributes that make a form work without scripts: a real POST to the API. */
export interface NativeFormProps {
  method: 'post';
  action: string;
  encType: 'application/x-www-form-urlencoded' | 'multipart/form-data';
  /** Sets `noValidate` once the script runs: from then on the form's own rules and messages apply. */
  ref: (form: HTMLFormElement | null) => void;
}

const takeOverValidation = (form: HTMLFormElement | null): void => {
  if (form) form.noValidate = true;
};

/**
 * A form's HTML contract: `method="post"` to `action` (the API's native route for the form),
 * multipart when it carries a file, and the browser's own validation (`required`, `type`,
 * `pattern`, `maxlength`, `accept` on the fields) until the script takes over.
 */
export const nativeFormProps = (
  action: string,
  { multipart = false }: { multipart?: boolean } = {},
): NativeFormProps => ({
  method: 'post',
  action,
  encType: multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
  ref: takeOverValidation,
});
