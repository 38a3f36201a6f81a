/**
 * Document-wide base styles. Called once from the composition root after
 * goober's setup, so nothing is injected merely by importing a module.
 */
import { glob } from "goober"
import { color, font, radius, space } from "./tokens.ts"

export function installGlobalStyles(): void {
  glob`
    *, *::before, *::after { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body {
      margin: 0;
      font-family: ${font.family};
      font-size: ${font.size.md};
      line-height: 1.5;
      color: ${color.text};
      background: ${color.surfaceAlt};
      -webkit-font-smoothing: antialiased;
    }
    #root { min-height: 100vh; display: flex; flex-direction: column; }
    h1, h2, h3, h4 { line-height: 1.25; margin: 0; }
    p { margin: 0; }
    a { color: ${color.brand}; }
    img, svg { display: block; }
    button, input { font: inherit; }
    /* One visible focus style for keyboard users everywhere; react-aria
       components set data-focus-visible, native elements use :focus-visible. */
    :focus-visible, [data-focus-visible] {
      outline: 3px solid ${color.focus};
      outline-offset: 2px;
      border-radius: ${radius.sm};
    }
    [tabindex="-1"]:focus:not(:focus-visible) { outline: none; }
    @media (prefers-reduced-motion: reduce) {
      *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
    }
    /* Set by the services while a loader request is in flight (spec §4). */
    body.loading { cursor: progress; }
    .Toastify__toast { font-family: ${font.family}; border-radius: ${radius.md}; padding: ${space.md}; }
  `
}
