// Filled by the notification-preferences slice.
export {};
