import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './tabs.css.ts';

// WAI-ARIA tabs: arrow keys, Home and End move between tabs (roving tabindex); the
// selected tab's panel follows.

/**
 * WAI-ARIA roving focus for a row of tabs: the index an arrow key, Home or End moves to,
 * wrapping at both ends, or null for any other key; `vertical` also takes Up/Down (the
 * question tabs, src/pages/exams/question/question-tabs.tsx). Kept in this module, which the
 * shell already loads: as a module of its own it grew the dashboard's initial JS past its
 * budget (cfcf8b4).
 */
export function rovingIndex(key: string, index: number, count: number, vertical = false): number | null {
  const last = count - 1;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [selected, setSelected] = useState(items[0]?.id ?? '');
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const move = (event: KeyboardEvent, index: number) => {
    const next = rovingIndex(event.key, index, items.length);
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    setSelected(target.id);
    refs.current[target.id]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              refs.current[item.id] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(item.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.id} role="tabpanel" id={`${base}-panel-${item.id}`} aria-labelledby={`${base}-tab-${item.id}`} hidden={item.id !== selected} tabIndex={0}>
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}
