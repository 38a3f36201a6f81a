/** The helpdesk's looks: the desk's and the learner's ticket rows, the ticket's conversation, notes and panels. */
import { css } from "goober"
import { raisedSurface } from "../shared/primitives/surface-styles.ts"
import { color, font, media, radius, space } from "../shared/tokens.ts"

export const muted = css`color: ${color.textMuted};`

export const composerButtons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

/** Above a learner's list: the other list and New ticket. */
export const listActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin: 0 0 ${space.md};
`

export const ticketList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`

export const ticketRow = css`
  ${raisedSurface}
  display: grid;
  /* minmax(0, …): a long subject or message wraps or is cut instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  & > div { min-width: 0; }
  gap: ${space.xs} ${space.lg};
  padding: ${space.md} ${space.lg};
  ${media.md} { grid-template-columns: minmax(0, 1fr) auto; align-items: center; }
  & h2, & h3 { font-size: ${font.size.md}; margin: 0; overflow-wrap: anywhere; }
`

export const rowFacts = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  margin: 0;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  & div { display: flex; gap: ${space.xs}; }
  & dt { font-weight: ${font.weight.semibold}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`

/** A ticket's last message in a list: one line, cut with an ellipsis. */
export const lastLine = css`
  margin: ${space.xs} 0;
  color: ${color.text};
  font-size: ${font.size.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const rowSide = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  ${media.md} { justify-content: flex-end; }
`

export const unreadBadge = css`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.badge};
  color: #ffffff;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
`

export const ticketLayout = css`
  display: grid;
  gap: ${space.xl};
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} { grid-template-columns: minmax(0, 1fr) 340px; align-items: start; }
`

export const sidePanel = css`
  ${raisedSurface}
  padding: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  & h2 { font-size: ${font.size.lg}; margin: 0; }
`

export const facts = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space.xs} ${space.md};
  margin: 0;
  & dt { font-weight: ${font.weight.semibold}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`

export const messageList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`

const bubble = `
  border-radius: ${radius.md};
  padding: ${space.md} ${space.lg};
  max-width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  & p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`

export const learnerMessage = css`
  ${bubble}
  background: ${color.surfaceAlt};
  border: 1px solid ${color.border};
  margin-right: ${space.xxl};
`

export const agentMessage = css`
  ${bubble}
  background: ${color.brandTint};
  border: 1px solid ${color.brand};
  margin-left: ${space.xxl};
`

/** An internal note: never the learner's, so it looks like neither side's bubble (dashed, amber). */
export const internalNote = css`
  ${bubble}
  background: #fff8e6;
  border: 2px dashed #8a4b00;
  margin-left: ${space.xxl};
`

export const noteLabel = css`
  font-size: ${font.size.sm};
  font-weight: ${font.weight.bold};
  color: #6b3a00;
`

export const messageMeta = css`
  font-size: ${font.size.xs};
  color: ${color.textMuted};
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

export const composer = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & textarea {
    min-height: 96px;
    padding: ${space.sm} ${space.md};
    resize: vertical;
    font: inherit;
  }
`

export const modeChoice = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  align-items: center;
  & label { display: inline-flex; align-items: center; gap: ${space.sm}; min-height: 44px; cursor: pointer; font-weight: ${font.weight.medium}; }
  /* react-aria's Radio hides the input: draw the circle, filled when chosen, ringed when focused. */
  & label::before {
    content: "";
    width: 18px;
    height: 18px;
    border-radius: 50%;
    border: 2px solid ${color.borderStrong};
    background: ${color.surface};
    box-sizing: border-box;
  }
  & label[data-selected]::before { border: 6px solid ${color.brand}; }
  & label[data-focus-visible]::before { box-shadow: 0 0 0 3px rgba(11, 99, 197, 0.45); }
  & label[data-disabled] { color: ${color.textMuted}; cursor: not-allowed; }
`

export const optionList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  & li {
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    padding: ${space.xs} ${space.sm};
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
  }
`

export const optionTags = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
`

export const inlineError = css`
  color: ${color.error};
  font-weight: ${font.weight.medium};
  margin: 0;
`

/** A column of the ticket page: its sections one under another. */
export const column = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  min-width: 0;
  & > section > h2 { font-size: ${font.size.lg}; margin: 0 0 ${space.sm}; }
`

/** Five view tabs wrap onto a second line on a phone instead of running off the side. */
export const deskTabs = css`
  & ul { flex-wrap: wrap; }
  & a { white-space: nowrap; padding: 0 ${space.md}; }
`
