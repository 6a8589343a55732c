/**
 * Builds the multipart body of `POST /refunds` from the form's raw input. The raw input (not the
 * parsed output) is sent because the server parses it again with the same schema: '1.234,56'
 * must reach it as typed, not as a number re-serialised by the browser.
 */
export function refundFormData(input: Readonly<Record<string, unknown>>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value instanceof File) body.append(name, value, value.name);
    else if (typeof value === 'boolean') body.append(name, value ? 'true' : 'false');
    else if (typeof value === 'string' || typeof value === 'number') body.append(name, String(value));
  }
  return body;
}
