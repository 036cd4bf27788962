/** A short message after an action, success (a status) or failure (an alert). */
export function ActionMessage({ text, ok }: { text: string; ok: boolean }) {
  return (
    <div className={ok ? 'alert alert--success' : 'alert'} role={ok ? 'status' : 'alert'}>
      {text}
    </div>
  );
}
