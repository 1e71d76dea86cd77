import { toast, type ToastContent } from 'react-toastify';
import { GAME_TOAST_CONTAINER_ID } from '../config';

/** A toast in the game's own container, never the shop's. */
export const gameToast = (content: ToastContent, type: 'success' | 'info' | 'error' = 'info') =>
  toast(content, { containerId: GAME_TOAST_CONTAINER_ID, type });
