/** The chat's looks: the conversation, each message's bubble, the composer. */
import { css } from "goober"
import { color, font, radius, space } from "../shared/tokens.ts"

export const chatHeader = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  margin-bottom: ${space.md};
`

export const chatLog = css`
  list-style: none;
  margin: 0;
  padding: ${space.md};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  background: ${color.surfaceAlt};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  max-height: 60vh;
  overflow-y: auto;
`

export const daySeparator = css`
  align-self: center;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  padding: ${space.xxs} ${space.sm};
`

export const bubble = css`
  max-width: min(80%, 560px);
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surface};
  overflow-wrap: anywhere;
`

export const bubbleMine = css`
  align-self: flex-end;
  background: ${color.brandTint};
`

export const bubbleTheirs = css`
  align-self: flex-start;
`

export const bubbleMeta = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

export const messageText = css`
  white-space: pre-wrap;
  margin: ${space.xs} 0;
`

export const failedText = css`
  color: ${color.error};
  font-size: ${font.size.sm};
`

export const attachmentList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.xs};
`

export const imagePreview = css`
  max-width: 200px;
  max-height: 160px;
  border-radius: ${radius.sm};
  border: 1px solid ${color.border};
`

export const composerForm = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-top: ${space.md};
`

export const composerInput = css`
  width: 100%;
  min-height: 80px;
  padding: ${space.sm};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.sm};
  font: inherit;
  resize: vertical;
`

export const composerRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`

export const typingLine = css`
  min-height: 1.5em;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  font-style: italic;
`
