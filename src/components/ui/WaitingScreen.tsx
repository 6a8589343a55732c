import { roCommon } from '../../i18n/ro.ts';
import './ui.css';

/** Shown while a form waits on the server; the spec's waiting text, announced politely. */
export function WaitingScreen() {
  return (
    <div className="ui-waiting" role="status" aria-live="polite">
      <span className="ui-waiting__spinner" aria-hidden="true" />
      <p>{roCommon.waiting}</p>
    </div>
  );
}
