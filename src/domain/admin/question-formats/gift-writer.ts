/**
 * Questions as GIFT (Moodle's question format), read back by
 * server/admin/questions/formats/gift.ts and by Moodle:
 *
 *     // objective: Networking
 *     What does a subnet mask do? {
 *     	~Encrypts packets
 *     	=Splits an address into network and host parts
 *     	####The mask marks which bits name the network.
 *     }
 *
 * A single-choice question marks its correct option with "="; a
 * multiple-choice one gives each correct option an equal share of the marks
 * ("~%50%") and the others none ("~"), which Moodle reads as "several
 * answers". The objective is a "// objective:" comment (Moodle skips
 * comments); the explanation is the general feedback ("####").
 */
import type { QuestionDraft } from "../../../api/admin/admin-questions.ts"

/** GIFT's special characters are escaped with "\"; a line end is written "\n". */
export const escapeGift = (text: string): string =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/[~=#{}:]/g, (character) => `\\${character}`)
    .replace(/\n/g, "\\n")

/** 100 / n with at most 5 decimals, as Moodle writes its weights (33.33333). */
const share = (count: number): string => String(Number((100 / count).toFixed(5)))

const optionLine = (draft: QuestionDraft, option: QuestionDraft["options"][number], weight: string): string => {
  if (draft.kind === "single") return `${option.correct ? "=" : "~"}${escapeGift(option.text)}`
  return `~${option.correct ? `%${weight}%` : ""}${escapeGift(option.text)}`
}

export const writeGift = (drafts: ReadonlyArray<QuestionDraft>): string =>
  drafts
    .map((draft) => {
      const weight = share(Math.max(1, draft.options.filter((option) => option.correct).length))
      const lines = [
        ...(draft.objective.trim() === "" ? [] : [`// objective: ${draft.objective.replace(/\s+/g, " ").trim()}`]),
        `${escapeGift(draft.text)} {`,
        ...draft.options.map((option) => `\t${optionLine(draft, option, weight)}`),
        ...(draft.explanation.trim() === "" ? [] : [`\t####${escapeGift(draft.explanation)}`]),
        "}"
      ]
      return lines.join("\n")
    })
    .join("\n\n") + "\n"
