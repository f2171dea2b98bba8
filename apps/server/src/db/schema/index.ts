export * from './users.ts';
export * from './content.ts';
export * from './halls.ts';
export * from './auth.ts';
export * from './matrimonial.ts';
export * from './admin.ts';
export * from './bookings.ts';
export * from './notifications.ts';
