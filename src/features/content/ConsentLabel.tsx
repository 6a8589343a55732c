import { roFooter } from '../../i18n/ro.ts';

export interface ConsentLabelProps {
  readonly text: string;
  readonly linkText: string;
  readonly href: string;
}

/** "I agree with <link>" for consent checkboxes; the link opens in a new tab so the form is kept. */
export function ConsentLabel({ text, linkText, href }: ConsentLabelProps) {
  return (
    <>
      {text}{' '}
      <a href={href} target="_blank" rel="noopener">
        {linkText}
        <span className="visually-hidden"> {roFooter.newTab}</span>
      </a>
    </>
  );
}
