// Filled by the follow-up-schemas slice.
export {};
