import styled from '@emotion/styled';
import { useEffect, useState } from 'react';

import { chatPageContent } from '../content/routes';
import { Banner, Section } from '@codecrush/ui';
import { useSiteConfig } from '@codecrush/composition';

const Tall = styled.div({ minHeight: '200vh' });

const widgetScriptId = 'live-chat-widget';

/**
 * `/checkchatbox`: loads the live-chat widget script — only on this page, only when the runtime
 * config names one. With none configured nothing is loaded and the page says so.
 */
export function ChatPage() {
  const { chatWidgetUrl } = useSiteConfig();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!chatWidgetUrl || document.getElementById(widgetScriptId)) return;
    const script = document.createElement('script');
    script.id = widgetScriptId;
    script.src = chatWidgetUrl;
    script.async = true;
    script.onerror = () => setFailed(true);
    document.body.append(script);
  }, [chatWidgetUrl]);
  return (
    <Tall>
      <Banner title={chatPageContent.title} subtitle={chatPageContent.text} />
      {(!chatWidgetUrl || failed) && (
        <Section>
          <p role="status">{chatPageContent.noWidget}</p>
        </Section>
      )}
    </Tall>
  );
}
