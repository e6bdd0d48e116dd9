import { useEffect, useState } from 'react';
import type { AnyActorRef, Subscription } from 'xstate';
import type { UploadProgress } from '../../api/upload.ts';

type Children = Record<string, AnyActorRef | undefined> | undefined;

/**
 * The progress of the upload a flow is running under invoke id `id` (the upload actor emits `upload.progress`),
 * or null before its first report; a new upload starts again from null.
 */
export function useUploadProgress(flow: AnyActorRef | null, id = 'uploadDocument'): UploadProgress | null {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  useEffect(() => {
    if (!flow) return;
    let upload: AnyActorRef | undefined;
    let listening: Subscription | undefined;
    const follow = () => {
      // A flow run as a plain promise (a test's stand-in) has no children to follow.
      const current = (flow.getSnapshot().children as Children)?.[id];
      if (current === upload) return;
      listening?.unsubscribe();
      upload = current;
      setProgress(null);
      listening = current?.on('upload.progress', (event: UploadProgress) => setProgress({ loaded: event.loaded, total: event.total }));
    };
    follow();
    const subscription = flow.subscribe(follow);
    return () => {
      subscription.unsubscribe();
      listening?.unsubscribe();
    };
  }, [flow, id]);
  return progress;
}
