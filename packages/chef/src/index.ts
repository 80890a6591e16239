export * from './catalog/index.ts';
export * from './claude/index.ts';
export * from './create-engine.ts';
export * from './engine.ts';
export * from './guard.ts';
export * from './local/index.ts';
export * from './nutrition.ts';
export * from './parse.ts';
