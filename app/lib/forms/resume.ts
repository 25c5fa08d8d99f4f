/** Resume types the career form offers and the upload endpoint accepts (by content). */
export const RESUME_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type ResumeKind = keyof typeof RESUME_TYPES;

/** The file input's accept attribute: the same three types the server recognises. */
export const RESUME_ACCEPT = `.pdf,.doc,.docx,${Object.values(RESUME_TYPES).join(",")}`;
