'use client';

import { usePathname } from 'next/navigation';
import { useId, type MouseEvent } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { useCurrentHref } from '../../frame/behaviours/use-current-href';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../../modules/_ui/icons';
import { languageUrl } from '../../data/routing/language-url';
import styles from './language-switcher.module.css';
import { switchLanding } from './switch-landing';
import { useDisclosure } from './use-disclosure';

/**
 * `lang`: the BCP 47 tag the label is written in; `origin`: the host's public origin, with the configured scheme and port;
 * `missing`: the addresses of the static pages that language lacks.
 */
export type LanguageChoice = { value: LanguageCode; host: string; origin: string; label: string; lang: string; missing: string[] };

type Props = {
  options: LanguageChoice[];
  current: LanguageCode;
  /** 'menu': a button opening a list (desktop header); 'list': the links inline (drawer). */
  variant: 'menu' | 'list';
  /** Accessible name of the menu button ("change language, current: ..."), or of the list. */
  label: string;
};

/** The click goes through the server, which knows whether the other language has this page (language-switch.ts). */
const switchUrl = (to: LanguageCode, there: URL) =>
  `/api/language-switch?${new URLSearchParams({ to, origin: there.origin, path: `${there.pathname}${there.search}` })}${there.hash}`;

function LanguageLink({ option, current }: { option: LanguageChoice; current: boolean }) {
  const href = useCurrentHref();
  const pathname = usePathname();
  // The server HTML (and hydration) has the configured origin and where the switch lands; once hydrated, the
  // browser's own address (port, query and hash kept). The click asks the server where to land (switchUrl).
  const here = href ? new URL(href) : null;
  const target = here
    ? languageUrl({ protocol: here.protocol, port: here.port, ...switchLanding(here, option.missing) }, option.host)
    : `${option.origin}${switchLanding({ pathname, search: '', hash: '' }, option.missing).pathname}`;
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (current) return;
    const url = switchUrl(option.value, new URL(languageUrl(window.location, option.host)));
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      event.currentTarget.href = url;
      return;
    }
    event.preventDefault();
    window.location.assign(url);
  };
  return (
    <a href={target} hrefLang={option.lang} className={styles.option} aria-current={current ? 'true' : undefined} onClick={go}>
      <span lang={option.lang}>{option.label}</span>
      {current ? <CheckIcon /> : null}
    </a>
  );
}

/** Lists the languages that have a host; choosing one opens the same page on that host. */
export function LanguageSwitcher({ options, current, variant, label }: Props) {
  const { open, toggle, root, button } = useDisclosure();
  const listId = useId();

  const list = (
    <ul
      id={listId}
      className={variant === 'menu' ? styles.menu : styles.list}
      hidden={variant === 'menu' && !open}
      aria-label={variant === 'list' ? label : undefined}
    >
      {options.map((option) => (
        <li key={option.value}>
          <LanguageLink option={option} current={option.value === current} />
        </li>
      ))}
    </ul>
  );
  if (variant === 'list') return list;

  const currentLabel = options.find((option) => option.value === current)?.label;
  return (
    <div ref={root} className={styles.switcher}>
      <button ref={button} type="button" className={styles.button} aria-expanded={open} aria-controls={listId} aria-label={label} onClick={toggle}>
        <GlobeIcon />
        <span className={styles.buttonText}>{currentLabel}</span>
        <ChevronDownIcon size={12} />
      </button>
      {list}
    </div>
  );
}
