/** Our own chat-bubble-with-handset mark (not the chat app's artwork). */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} fill="none">
      <path
        d="M16 3.5C9.1 3.5 3.5 9 3.5 15.8c0 2.4.7 4.6 1.9 6.5L3.6 28.5l6.4-1.7a12.6 12.6 0 0 0 6 1.5c6.9 0 12.5-5.5 12.5-12.3S22.9 3.5 16 3.5Z"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M11.6 9.9c.4 0 .7 0 .9.6l1.2 2.8c.1.3 0 .6-.2.9l-.9 1c.9 1.8 2.4 3.2 4.2 4.1l1-1c.3-.3.6-.3.9-.2l2.7 1.3c.5.2.6.5.5.9-.3 1.6-1.6 2.5-3.1 2.4-4.4-.4-8.6-4.6-9-9-.1-1.5.9-2.9 2.4-3.1l-.5.3Z"
        fill="currentColor"
      />
    </svg>
  );
}
