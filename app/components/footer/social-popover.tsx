import { Popover } from "@mantine/core";
import { cloneElement, useRef, type ReactElement, type ReactNode, type Ref } from "react";
import { useActivation, type Activation } from "../on-demand.tsx";
import classes from "./footer.module.css";

/**
 * The list of a social item with several links (frame §2), loaded with the
 * first pointer, focus or click on its icon (decision 0014). The footer keeps
 * the open state and the hover timing; this only positions the list.
 */
export function SocialPopover({
  trigger,
  activation,
  opened,
  onChange,
  onHover,
  onLeave,
  children,
}: {
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  activation: Activation;
  opened: boolean;
  onChange: (opened: boolean) => void;
  onHover: () => void;
  onLeave: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useActivation(ref, activation);
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="top"
      withArrow
      shadow="md"
      radius="md"
      trapFocus={false}
      returnFocus
    >
      <Popover.Target>{cloneElement(trigger, { ref })}</Popover.Target>
      <Popover.Dropdown
        className={classes.socialDropdown}
        onMouseEnter={onHover}
        onMouseLeave={onLeave}
      >
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
