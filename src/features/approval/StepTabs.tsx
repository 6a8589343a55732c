import type { MouseEvent } from 'react';
import { roApproval } from '../../i18n/ro.ts';
import type { StepTab } from './step-tabs.ts';
import './approval.css';

export interface StepTabsProps {
  readonly tabs: readonly StepTab[];
  /** In-page navigation for a clickable tab (the island keeps its state). */
  readonly onNavigate: (href: string) => void;
}

/** The wizard's progress bar: a list of steps, done/active/upcoming, links only where allowed. */
export function StepTabs({ tabs, onNavigate }: StepTabsProps) {
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav aria-label={roApproval.progressLabel} className="approval-tabs">
      <ol>
        {tabs.map((tab) => (
          <li key={tab.number} className={`approval-tabs__tab approval-tabs__tab--${tab.state}`}>
            {tab.href ? (
              <a href={tab.href} onClick={follow(tab.href)}>
                <TabText tab={tab} />
              </a>
            ) : (
              <span aria-current={tab.state === 'active' ? 'step' : undefined}>
                <TabText tab={tab} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function TabText({ tab }: { readonly tab: StepTab }) {
  return (
    <>
      <span className="approval-tabs__number" aria-hidden="true">
        {tab.number}
      </span>{' '}
      {tab.label}
    </>
  );
}
