// Filled by the faq-schemas slice.
export {};
