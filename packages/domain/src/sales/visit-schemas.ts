// Filled by the visit-schemas slice.
export {};
