/** Where the chat's pieces live in the browser: a ticket's chat, a learner's attachment download. */
export const chatPath = (ticketId: string): string => `/helpdesk/chat/${encodeURIComponent(ticketId)}`

/** The learner's attachment download (the token cookie authenticates the browser's own request). */
export const attachmentUrl = (attachmentId: string): string => `/api/v1/u/helpdesk/attachments/${encodeURIComponent(attachmentId)}`
