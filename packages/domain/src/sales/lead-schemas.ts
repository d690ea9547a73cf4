// Filled by the lead-schemas slice.
export {};
