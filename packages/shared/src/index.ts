export * from './enums.ts';
export * from './pricing.ts';
export * from './schemas/common.ts';
export * from './schemas/content.ts';
export * from './schemas/halls.ts';
