package org.samaj.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
