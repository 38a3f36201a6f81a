/**
 * The profile image and the control that changes it (spec §2, §5). The image
 * comes from download-file as a PNG; without one a default avatar shows. The
 * chosen file is checked by the image actor; its message shows under the
 * control once a file was chosen (spec §5 "touched").
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useId } from "react"
import { FileTrigger } from "react-aria-components"
import { IMAGE_EXTENSIONS } from "../../domain/account/image-rules.ts"
import { isChangingImage, isImageLoading, selectImageUrl, visibleImageError } from "../../machines/account/profile-image.machine.ts"
import { DefaultAvatar } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { errorClass, descriptionClass } from "../shared/primitives/field-styles.ts"
import { color, media, space } from "../shared/tokens.ts"
import { useProfileMachines } from "./profile-machines.ts"
import { useFlowActor } from "../shared/flow-actor.ts"

const SIZE = 112

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.lg};
  ${media.md} { flex-direction: row; align-items: center; }
`

const frame = css`
  width: ${SIZE}px;
  height: ${SIZE}px;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  background: ${color.brandTint};
  border: 1px solid ${color.border};
  & img { width: 100%; height: 100%; object-fit: cover; }
  &[aria-busy="true"] { opacity: 0.6; }
`

const controls = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
`

const ACCEPT = ["image/png", "image/jpeg", ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`)]

export function ProfileImageField({ imageId, name }: { readonly imageId: string | null; readonly name: string }) {
  const image = useFlowActor(useProfileMachines().profileImage, { input: { imageId } })
  const url = useSelector(image, selectImageUrl)
  const loading = useSelector(image, isImageLoading)
  const changing = useSelector(image, isChangingImage)
  const error = useSelector(image, visibleImageError)
  const hintId = useId()
  const errorId = useId()

  return (
    <div className={wrap}>
      <div className={frame} aria-busy={loading || changing}>
        {/* biome-ignore lint/a11y/noRedundantAlt: "profile image" names what the picture is, and the end-to-end tests find it by that name */}
        {url === null ? <DefaultAvatar size={SIZE} /> : <img src={url} alt={`Profile image of ${name}`} width={SIZE} height={SIZE} />}
      </div>
      <div className={controls}>
        <FileTrigger acceptedFileTypes={ACCEPT} onSelect={(files) => image.send({ type: "FILE_CHOSEN", file: files?.[0] ?? null })}>
          <Button variant="secondary" isPending={changing} aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}>
            Change image
          </Button>
        </FileTrigger>
        <span id={hintId} className={descriptionClass.light}>
          JPG, JPEG or PNG, at most 1 MB.
        </span>
        <span id={errorId} className={errorClass.light} role="alert">
          {error}
        </span>
      </div>
    </div>
  )
}
