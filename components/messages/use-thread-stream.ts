"use client";

import { useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/client/api";
import { messageJsonSchema, type MessageJson } from "@/lib/messages/contract";
import type { getMessages } from "@/lib/messages/operations";
import { messageStreamUrl } from "@/lib/messages/rules";

function parseEvent(data: unknown): MessageJson | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = messageJsonSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * New messages of application `applicationId`'s thread while the page is open: each `message` event of
 * the stream goes to `onMessages`. Whenever the stream (re)opens, and when it says messages may have
 * been missed (`resync`), the thread is read again, so what came between the page's load and the
 * connection, or during a dropped one, is shown too: the caller drops the ones it already shows.
 * The browser reconnects by itself; `false` once it has given up (the page should be reloaded).
 */
export function useThreadStream(applicationId: string, onMessages: (messages: MessageJson[]) => void): boolean {
  const [live, setLive] = useState(true);
  // The latest callback, so a new one does not reconnect the stream.
  const deliver = useRef(onMessages);
  useEffect(() => {
    deliver.current = onMessages;
  }, [onMessages]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(messageStreamUrl(applicationId));
    const aborter = new AbortController();

    const readThread = async () => {
      try {
        const result = await apiRequest<typeof getMessages>("GET", `/applications/${encodeURIComponent(applicationId)}/messages`, { signal: aborter.signal });
        if (result.ok) deliver.current(result.data.messages);
      } catch {
        // Aborted: the page is gone.
      }
    };
    const onMessage = (event: MessageEvent) => {
      const message = parseEvent(event.data);
      if (message) deliver.current([message]);
    };
    const onOpen = () => {
      setLive(true);
      void readThread();
    };
    // CLOSED: the server refused the stream (logged out, no access any more, live delivery down).
    const onError = () => setLive(source.readyState !== EventSource.CLOSED);

    source.addEventListener("message", onMessage);
    source.addEventListener("resync", readThread);
    source.addEventListener("open", onOpen);
    source.addEventListener("error", onError);
    return () => {
      source.removeEventListener("message", onMessage);
      source.removeEventListener("resync", readThread);
      source.removeEventListener("open", onOpen);
      source.removeEventListener("error", onError);
      source.close();
      aborter.abort();
    };
  }, [applicationId]);

  return live;
}
