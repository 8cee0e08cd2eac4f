import { ChevronDown, ChevronUp } from 'lucide-react';
import type { NavItem } from '../content/navigation';
import { contactCta } from '../content/navigation';
import { isActive } from './navState';
import { GroupHeading, MobileGroupButton, MobileItem, MobilePanel, MobileSubLink } from './navStyles';

export type MobileNavProps = {
  items: readonly NavItem[];
  pathname: string;
  expanded: readonly string[];
  onToggleGroup: (menu: string) => void;
  onNavigate: () => void;
};

/** The panel behind the mobile menu toggle, with collapsible groups that open on tap. */
export function MobileNav({ items, pathname, expanded, onToggleGroup, onNavigate }: MobileNavProps) {
  return (
    <MobilePanel id="mobile-menu">
      <ul>
        {items.map((item) => {
          if (item.kind === 'link') {
            return (
              <li key={item.to}>
                <MobileItem to={item.to} end={item.end} onClick={onNavigate}>
                  {item.label}
                </MobileItem>
              </li>
            );
          }
          const open = expanded.includes(item.id);
          const groupId = `mobile-group-${item.id}`;
          return (
            <li key={item.id}>
              <MobileGroupButton
                type="button"
                aria-expanded={open}
                aria-controls={groupId}
                data-active={isActive(pathname, item)}
                onClick={() => onToggleGroup(item.id)}
              >
                {item.label}
                {open ? <ChevronUp size={18} aria-hidden="true" /> : <ChevronDown size={18} aria-hidden="true" />}
              </MobileGroupButton>
              <ul id={groupId} hidden={!open}>
                {item.groups.map((group) => (
                  <li key={group.heading ?? item.id}>
                    {group.heading && <GroupHeading>{group.heading}</GroupHeading>}
                    <ul>
                      {group.links.map((link) => (
                        <li key={link.to}>
                          <MobileSubLink to={link.to} onClick={onNavigate}>
                            {link.label}
                          </MobileSubLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        <li>
          <MobileItem to={contactCta.to} onClick={onNavigate}>
            {contactCta.label}
          </MobileItem>
        </li>
      </ul>
    </MobilePanel>
  );
}
