/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as AdminTypes from './admin.types.d.ts';

export type OrderEmailQueryVariables = AdminTypes.Exact<{
  query: AdminTypes.Scalars['String']['input'];
}>;


export type OrderEmailQuery = { orders: { nodes: Array<Pick<AdminTypes.Order, 'name' | 'email'>> } };

interface GeneratedQueryTypes {
  "#graphql\n  query OrderEmail($query: String!) {\n    orders(first: 1, query: $query) {\n      nodes { name email }\n    }\n  }\n": {return: OrderEmailQuery, variables: OrderEmailQueryVariables},
}

interface GeneratedMutationTypes {
}
declare module '../adminOperationTypes' {
  type InputMaybe<T> = AdminTypes.InputMaybe<T>;
  interface AdminQueries extends GeneratedQueryTypes {}
  interface AdminMutations extends GeneratedMutationTypes {}
}
