/**
 * Saves text as a download in the browser (the question bank's export):
 * the export is fetched with the admin's token, which a plain link cannot
 * send, so the file is handed to the browser from memory.
 */
export const saveFile = (file: { readonly text: string; readonly fileName: string; readonly type: string }): void => {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }))
  const link = document.createElement("a")
  link.href = url
  link.download = file.fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
