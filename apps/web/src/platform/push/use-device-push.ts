import { useCallback, useEffect, useState } from 'react';
import { readStorage } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';
import { type PushState, readPushState } from './push-support';
import { subscribeDevice } from './subscribe-device';

export interface DevicePush {
  state: PushState;
  /** This browser's subscription is with the server. */
  subscribed: boolean;
  enabling: boolean;
  /** Asks for permission (a click is needed for that) and subscribes; true when it worked. */
  enable: () => Promise<boolean>;
}

/**
 * Web push on this device. After sign-in, a browser that already allowed notifications is
 * subscribed quietly; otherwise `enable` does it on the user's click.
 */
export function useDevicePush(): DevicePush {
  const [state, setState] = useState<PushState>(readPushState);
  const [subscribed, setSubscribed] = useState(() => readStorage(storageKeys.pushToken) !== null);
  const [enabling, setEnabling] = useState(false);

  useEffect(() => {
    if (readPushState() !== 'granted') return;
    subscribeDevice().then(
      () => setSubscribed(true),
      () => setSubscribed(false),
    );
  }, []);

  const enable = useCallback(async () => {
    setEnabling(true);
    try {
      const permission = await Notification.requestPermission();
      setState(permission);
      if (permission !== 'granted') return false;
      await subscribeDevice();
      setSubscribed(true);
      return true;
    } catch {
      setSubscribed(false);
      return false;
    } finally {
      setEnabling(false);
    }
  }, []);

  return { state, subscribed, enabling, enable };
}
