export * from './cart';
export * from './listings';
export * from './prices';
export * from './product';
export * from './shop';
export * from './sourcing';
export * from './customer';
export * from './content';
