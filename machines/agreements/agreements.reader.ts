/** The path and view of the full-screen PDF reader (spec §2 `/cadastrar/pdf`). */
export const PDF_READER = { view: 'pdf', path: '/cadastrar/pdf' } as const;
