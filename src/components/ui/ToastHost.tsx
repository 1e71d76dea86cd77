import { useSyncExternalStore } from 'react';
import { lazyPart } from './lazyPart';
import { toastRequests } from './toast';

const ShopToasts = lazyPart(() => import(/* webpackChunkName: "part-toasts" */ './ShopToasts').then((m) => m.ShopToasts));

/** Mounts the shop's toast container once a toast has been asked for; nothing before that. */
export function ToastHost() {
  const requests = useSyncExternalStore(toastRequests.subscribe, toastRequests.count, () => 0);
  return requests > 0 ? <ShopToasts.Component retryKey={requests} /> : null;
}
