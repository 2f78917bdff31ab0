import { CryptoIdSource } from "../../../adapters/browser/CryptoIdSource";
import { LocalStorageChatOutbox } from "../../../adapters/browser/LocalStorageChatOutbox";
import { MessageYourMatch } from "../../../domain/chat/MessageYourMatch";
import type { ChatStore } from "../../../domain/chat/ports/ChatStore";
import { UnreadMessages } from "../../../domain/chat/UnreadMessages";
import type { Backoffice } from "../../../domain/meetups/ports/Backoffice";
import type { MatchStore } from "../../../domain/meetups/ports/MatchStore";
import type { Session } from "../../../domain/session/Session";
import type { AppVisibility } from "../../../domain/shared/ports/AppVisibility";
import type { Clock } from "../../../domain/shared/ports/Clock";
import type { Logger } from "../../../domain/shared/ports/Logger";
import type { Resolve } from "./bindSingleton";
import { lazyChatStore } from "./lazyChatStore";
import { lazyMatchFeed } from "./lazyMatchFeed";
import { type ChatUseCases, PORTS, USE_CASES } from "./tokens";

export interface ChatPorts {
  readonly session: Session;
  /** The store's adapter, downloaded with the first conversation followed (lazyChatStore). */
  readonly loadChats: () => Promise<ChatStore>;
  readonly matches: MatchStore;
  readonly backoffice: Backoffice;
  readonly visibility: AppVisibility;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** What the chat's use cases are built from, fetched from the container here rather than in the start-up code. */
function chatPorts(get: Resolve): ChatPorts {
  return {
    session: get(USE_CASES.session),
    loadChats: get(PORTS.chatStore),
    matches: get(PORTS.matchStore),
    backoffice: get(PORTS.backoffice),
    visibility: get(PORTS.appVisibility),
    clock: get(PORTS.clock),
    logger: get(PORTS.logger),
  };
}

/**
 * The chat's use cases, in a module of their own: applicationModule loads it with the first unread
 * count or conversation (a signed-in screen), so that no page carries the chat's code before, and
 * the app's shell only the loader. The device's own parts of the chat (where drafts and unsent
 * messages are kept, the messages' ids) are the browser's, and come with it.
 */
export function createChatUseCases(get: Resolve): ChatUseCases {
  const { loadChats, ...ports } = chatPorts(get);
  const chats = lazyChatStore(loadChats);
  const device = { outbox: new LocalStorageChatOutbox(window), ids: new CryptoIdSource() };
  return {
    messageYourMatch: new MessageYourMatch({ ...ports, ...device, chats }),
    unreadMessages: new UnreadMessages({ ...ports, chats, feed: lazyMatchFeed(get(PORTS.matchFeed)) }),
  };
}
