/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Companion and site name shown everywhere ({name} in the spec). */
  readonly VITE_COMPANION_NAME?: string;
  /** Support address shown in the footer, FAQ and contact page ({email} in the spec). */
  readonly VITE_SUPPORT_EMAIL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
