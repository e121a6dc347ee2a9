import { consoleRouter } from "../api/route-table-router";
import { chatRoutes } from "../shared/chat.routes";
import { createChat } from "./create-chat.handler";
import { findDirectChat } from "./find-direct-chat.handler";
import { listAllChats } from "./list-all-chats.handler";
import { listContacts } from "./list-contacts.handler";
import { exportChatCsv, reviewChat } from "./review-chat.handler";
import { exportChatPdf } from "./export-chat-pdf.handler";
import { deliveryOutlook, sendStaffMessage } from "./send-staff-message.handler";
import { updateSupportChat } from "./update-support-chat.handler";

/** `/api/chats`: the handlers of `chatRoutes`. */
export function chatsRouter() {
  return consoleRouter(chatRoutes, {
    contacts: listContacts,
    direct: findDirectChat,
    create: {
      run: async ({ ctx, input }) => {
        const { chat, created } = await createChat({ ctx, input });
        return { status: created ? 201 : 200, result: chat };
      },
    },
    support: {
      run: async ({ ctx, input: { id, action } }) => ({
        result: await updateSupportChat({ ctx, input: { chatId: id, action } }),
      }),
    },
    all: listAllChats,
    review: { run: async ({ ctx, input }) => ({ result: await reviewChat({ ctx, input }) }) },
    export: { run: async ({ ctx, input }) => ({ result: await exportChatCsv({ ctx, input }) }) },
    exportPdf: { run: async ({ ctx, input }) => ({ result: await exportChatPdf({ ctx, input }) }) },
    delivery: deliveryOutlook,
    send: {
      run: async ({ ctx, input }) => ({ status: 201, result: await sendStaffMessage({ ctx, input }) }),
    },
  });
}
