import type { ReactNode } from "react";
import { Pager } from "@/components/ui/pager";
import { StatusTabs, type StatusTab } from "@/components/moderation/status-tabs";
import { ListSearch } from "@/components/moderation/list-search";
import { BulkApprove } from "@/components/moderation/bulk-approve";
import type { BulkKind } from "@/lib/moderation/rules";

type ModerationListPageProps<T> = {
  title: string;
  intro: ReactNode;
  basePath: string;
  tabs: StatusTab[];
  /** The status filter in the URL: the current tab, and kept by the pager's links. */
  status: string | undefined;
  /** Names the tabs' navigation landmark. */
  filterLabel: string;
  query: { page: number; limit: number };
  result: { items: T[]; total: number };
  /** One keyed card per item. */
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  /** Names the pager's navigation landmark. */
  pagerLabel: string;
  /** Two cards a row on wide screens (the employers' cards are short). */
  twoColumns?: boolean;
  /** The search box (its value is the URL's `search`, kept by the tabs and the pager). */
  search?: { value: string | undefined; label: string; placeholder: string };
  /** Bulk approval of the page's pending items (their cards carry the Select boxes). */
  /** `pendingIds`: the items "Select all" takes; `flagged`: pending items left out of it for their signals. */
  bulk?: { kind: BulkKind; pendingIds: string[]; flagged?: number };
};

/**
 * The body of a console list filtered by status (employers, jobs, university requests, reported
 * jobs): the page's h1 and summary, the status tabs, the search, the bulk bar, the cards or a line
 * saying there are none, the pager.
 */
export function ModerationListPage<T>(props: ModerationListPageProps<T>) {
  const { result, query, status, search, bulk } = props;
  const cards = <div className={props.twoColumns ? "mt-6 grid gap-4 lg:grid-cols-2" : "mt-6 grid gap-4"}>{result.items.map(props.renderItem)}</div>;
  return (
    <>
      <h1 className="section-title">{props.title}</h1>
      <p className="mt-2 text-slate-600">{props.intro}</p>
      <div className="mt-6">
        <StatusTabs basePath={props.basePath} tabs={props.tabs} current={status} label={props.filterLabel} search={search?.value} />
      </div>
      {search ? <ListSearch basePath={props.basePath} status={status} {...search} /> : null}
      {result.items.length === 0 ? (
        <p className="mt-8 text-slate-600">{props.emptyText}</p>
      ) : bulk ? (
        <BulkApprove kind={bulk.kind} pendingIds={bulk.pendingIds} flagged={bulk.flagged ?? 0}>
          {cards}
        </BulkApprove>
      ) : (
        cards
      )}
      <Pager basePath={props.basePath} params={{ status, search: search?.value }} page={query.page} limit={query.limit} total={result.total} label={props.pagerLabel} />
    </>
  );
}

/** The summary's words for a search: ` matching "acme"`, or nothing without one. */
export const matching = (search: string | undefined) => (search ? ` matching "${search}"` : "");
