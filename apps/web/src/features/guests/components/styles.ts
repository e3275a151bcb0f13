/** The guest screens' controls: the app's shared styles. */
export * from '@/components/ui/styles';
