// Whether the page asks for Stately Inspector: `?inspect`, `?inspect=1` or `?inspect=true` (any
// value but `0` or `false`). Read by the `?inspect` launcher (ui/inspector/launcher.tsx) before it
// shows its button.

/** True when the URL's query asks for the inspector; `?inspect=0` and `?inspect=false` do not. */
export function wantsInspector(search: string): boolean {
  const value = new URLSearchParams(search).get('inspect');
  return value !== null && value !== '0' && value !== 'false';
}
