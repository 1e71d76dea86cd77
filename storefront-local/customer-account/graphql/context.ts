/** What every Customer Account resolver receives: the services and the signed-in customer's id. */
import type { Services } from '../../services';

export interface AccountRequestContext {
  services: Services;
  customerId: number;
}
