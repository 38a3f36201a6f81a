/**
 * The audit log (/admin/audit): every change an admin made,
 * newest first, a page at a time (the page and the kind of record in the
 * address), each with who, when, what, and the record before and after.
 */
import { css } from "goober"
import { useMemo } from "react"
import type { AuditEntity, AuditEntry } from "../../api/admin/admin.ts"
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, auditPath, auditTime } from "../../domain/admin/audit-format.ts"
import { PagedLinkList } from "../shared/paged-link-list.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { SelectField } from "../shared/primitives/select-field.tsx"
import { mutedText } from "../shared/signed-in/panel-styles.ts"
import { color, font, radius, space } from "../shared/tokens.ts"
import { type PageControl, usePagedList } from "../shared/use-resource.ts"
import { useAdminMachines } from "./admin-machines.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

export const AUDIT_PER_PAGE = 25

const ALL = "all"

const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
`

const row = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.md};
  display: grid;
  gap: ${space.xs};
  & p { margin: 0; }
`

const meta = css`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

const changes = css`
  display: grid;
  gap: ${space.sm};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 768px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  & pre {
    margin: ${space.xs} 0 0;
    padding: ${space.sm};
    background: ${color.surfaceAlt};
    border-radius: ${radius.sm};
    font-size: ${font.size.xs};
    white-space: pre-wrap;
    word-break: break-word;
    max-height: 320px;
    overflow: auto;
  }
  & h3 { font-size: ${font.size.sm}; margin: 0; }
`

const json = (value: unknown): string => (value === null ? "—" : JSON.stringify(value, null, 2))

function AuditRow({ entry }: { readonly entry: AuditEntry }) {
  return (
    <article className={row} aria-label={entry.summary}>
      <p>
        <strong>
          <UserText>{entry.summary}</UserText>
        </strong>
      </p>
      <p className={meta}>
        {auditTime(entry.at)} · <UserText>{entry.adminName}</UserText> · {entry.action} {AUDIT_ENTITY_LABELS[entry.entity].toLowerCase()} {entry.entityId}
      </p>
      <details>
        <summary>Before and after</summary>
        <div className={changes}>
          <div>
            <h3>Before</h3>
            <pre>{json(entry.before)}</pre>
          </div>
          <div>
            <h3>After</h3>
            <pre>{json(entry.after)}</pre>
          </div>
        </div>
      </details>
    </article>
  )
}

export function AuditLog({
  entity,
  paging,
  onEntityChange
}: {
  readonly entity: AuditEntity | null
  readonly paging: PageControl
  readonly onEntityChange: (entity: AuditEntity | null) => void
}) {
  const machines = useAdminMachines()
  const filter = useMemo(() => ({ entity, entityId: null }), [entity])
  const list = usePagedList(machines.audit, filter, AUDIT_PER_PAGE, paging)
  const options = useMemo(
    () => [{ id: ALL, label: "Every kind of record" }, ...AUDIT_ENTITIES.map((each) => ({ id: each, label: AUDIT_ENTITY_LABELS[each] }))],
    []
  )
  return (
    <>
      <SelectField
        label="Show changes to"
        options={options}
        value={entity ?? ALL}
        onChange={(id) => onEntityChange(AUDIT_ENTITIES.find((each) => each === id) ?? null)}
      />
      <PagedLinkList
        view={list}
        what="The audit log"
        loadingLabel="Loading the audit log"
        pastEnd={({ page, pages }) => (
          <p>
            There is no page {page}; the log has {pages} {pages === 1 ? "page" : "pages"}.
          </p>
        )}
        empty={
          <NoResults title="No changes yet">
            <p>Every change an admin makes is listed here.</p>
          </NoResults>
        }
        summary={({ page, pages, total }) => (
          <p className={mutedText} role="status">
            {total} {total === 1 ? "change" : "changes"}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={rows}
        listLabel="Changes"
        keyOf={(entry) => entry._id}
        renderItem={(entry) => <AuditRow entry={entry} />}
        pagesLabel="Audit log pages"
        hrefOf={(page) => auditPath(entity, page)}
      />
    </>
  )
}
