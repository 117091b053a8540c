import { SiteAnchor } from '@/modules/_ui/site-anchor';
import type { MouseEvent } from 'react';
import type { NewsConstants } from '@/schemas/news';
import { listHref, type ListState } from './list-state';
import styles from './news-list.module.css';

type Props = {
  path: string;
  label: string;
  allLabel: string;
  options: NewsConstants['reportTypes'];
  state: ListState;
  onSelect: (reportType: string | null) => (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** Report-type tabs: links to `?reportType=…` (page 1), the current one marked; they work without JS. */
export function ReportFilter({ path, label, allLabel, options, state, onSelect }: Props) {
  const choices = [{ value: null, name: allLabel }, ...options];
  return (
    <nav className={styles.filter} aria-label={label}>
      <ul>
        {choices.map(({ value, name }) => (
          <li key={value ?? ''}>
            <SiteAnchor
              href={listHref(path, { ...state, page: 1, reportType: value })}
              prefetch={false}
              aria-current={state.reportType === value ? 'page' : undefined}
              onClick={onSelect(value)}
            >
              {name}
            </SiteAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
