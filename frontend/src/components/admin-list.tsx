import { Fragment, type ReactNode } from 'react';
import { Skeleton } from './skeleton';
import { cn } from '@/lib/cn';

/** A column between the name and the actions. */
export interface AdminColumn<T> {
  head: string;
  cell: (item: T) => ReactNode;
  /** Classes of the table cell and of the card's value (e.g. 'text-ink'). */
  className?: string;
  /** Right-aligned in the table (a number). */
  right?: boolean;
  /** A status badge: at the card's top right, beside the name, instead of in its list. */
  badge?: boolean;
}

interface AdminListProps<T> {
  /** The table's caption and the cards' list name ("Riders"). */
  label: string;
  items: T[];
  /** The first column's head ("Rider"). */
  nameHead: string;
  /** Who or what the row is: the row's header in the table, the card's heading (h2) below 768 px. */
  name: (item: T, heading: boolean) => ReactNode;
  columns: AdminColumn<T>[];
  /** The row's buttons, laid out by `className` (a row in the table, a grid on the card). */
  actions: (item: T, className: string) => ReactNode;
  rowClassName?: (item: T) => string | undefined;
}

const headCell = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';
const cell = 'px-3 py-3 align-top';

/** An admin page's list (riders, stores): a table from 768 px, a card each below. */
export function AdminList<T extends { _id: string }>({ label, items, nameHead, name, columns, actions, rowClassName }: AdminListProps<T>) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-line">
              {[{ head: nameHead, right: false }, ...columns, { head: 'Actions', right: true }].map((column) => (
                <th key={column.head} scope="col" className={column.right ? cn(headCell, 'text-right') : headCell}>
                  {column.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item._id} className={cn('border-b border-line last:border-0', rowClassName?.(item))}>
                <th scope="row" className={cn(cell, 'text-left font-normal')}>
                  {name(item, false)}
                </th>
                {columns.map((column) => (
                  <td key={column.head} className={cn(cell, column.className, column.right && 'text-right')}>
                    {column.cell(item)}
                  </td>
                ))}
                <td className={cn(cell, 'text-right')}>{actions(item, 'flex flex-nowrap justify-end')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={label} className="flex flex-col gap-3 md:hidden">
        {items.map((item) => (
          <li key={item._id} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              {name(item, true)}
              {columns.filter((column) => column.badge).map((column) => (
                <Fragment key={column.head}>{column.cell(item)}</Fragment>
              ))}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns
                .filter((column) => !column.badge)
                .map((column) => (
                  <Fragment key={column.head}>
                    <dt className="text-ink-muted">{column.head}</dt>
                    <dd className={column.className}>{column.cell(item)}</dd>
                  </Fragment>
                ))}
            </dl>
            {actions(item, 'grid grid-cols-2 [&>*]:min-h-11')}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The list's skeleton: a card per row to come, two lines each and any more given as children. */
export function AdminListSkeleton({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <ul aria-busy="true" aria-label={label} className="flex animate-pulse flex-col gap-3">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
          <Skeleton pulse={false} className="h-5 w-48" />
          <Skeleton pulse={false} className="h-3.5 w-64" />
          {children}
        </li>
      ))}
    </ul>
  );
}
