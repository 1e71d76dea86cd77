export * from './cart';
export * from './catalogue';
export * from './customer';
export * from './content';
