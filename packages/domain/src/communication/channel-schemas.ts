// Filled by the channel-schemas slice.
export {};
